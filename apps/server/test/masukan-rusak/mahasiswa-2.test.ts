import { ujiSemuaCallSebagai } from './varian';

// Every call of the contract with malformed input of every shape, as the mahasiswa, half 2 of 2 (varian.ts).
ujiSemuaCallSebagai('mahasiswa', { bagian: 1, dari: 2 });
