import type { DeidentificationProblem } from '@tiara/domain/scan-deid';

/** A scan that cannot be cleaned of patient details: thrown wherever that is found, even mid-stream. */
export class RefusedScan extends Error {
  constructor(readonly problem: DeidentificationProblem) {
    super(`The scan cannot be de-identified: ${problem}`);
    this.name = 'RefusedScan';
  }
}

