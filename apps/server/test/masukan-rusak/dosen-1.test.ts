import { ujiSemuaCallSebagai } from './varian';

// Every call of the contract with malformed input of every shape, as the dosen, half 1 of 2 (varian.ts).
ujiSemuaCallSebagai('dosen', { bagian: 0, dari: 2 });
