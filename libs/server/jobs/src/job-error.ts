/** A failure whose message is meant for the user (it becomes the job's `error`). Not retried. */
export class JobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobError';
  }
}

export const GENERIC_JOB_FAILURE = 'Job failed';
