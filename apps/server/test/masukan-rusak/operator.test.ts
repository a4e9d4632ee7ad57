import { ujiSemuaCallSebagai } from './varian';

// Every call of the contract with malformed input of every shape, as the operator (varian.ts).
ujiSemuaCallSebagai('operator');
