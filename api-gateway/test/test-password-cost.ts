import { lowerPasswordCostForTests } from '../src/services/passwords.js';

// each test file's own copy of the gateway's modules hashes at the smallest cost (src/services/passwords.ts)
lowerPasswordCostForTests();
