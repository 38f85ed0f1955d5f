#!/usr/bin/env node
// The closing line of a CI run: every report in test-results/, both integration passes included.
import { fileURLToPath } from 'node:url';
import { printSummary } from './test-results.mjs';

printSummary(fileURLToPath(new URL('..', import.meta.url)), 'total');
