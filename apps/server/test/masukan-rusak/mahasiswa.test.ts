import { ujiSemuaCallSebagai } from './varian';

// Every call of the contract with malformed input of every shape, as the mahasiswa (varian.ts).
ujiSemuaCallSebagai('mahasiswa');
