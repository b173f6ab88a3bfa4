import type { AppLogger } from '@hookline/server-logging';

export interface JobContext<TPayload = Record<string, unknown>> {
  jobId: string;
  userId: string;
  type: string;
  payload: TPayload;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  logger: AppLogger;
  /** Records a progress text (shown to the user) and an optional percentage. */
  progress(text: string, percent?: number): Promise<void>;
}

export type JobHandler<TPayload = any, TResult = unknown> = (context: JobContext<TPayload>) => Promise<TResult>;

export interface JobTypeOptions {
  /** Runs in total, retries included. Only retry work that is safe to repeat. */
  attempts?: number;
}

interface RegisteredJobType {
  handler: JobHandler;
  attempts: number;
}

/** Feature modules register what each job type does; the runner looks it up by the job's type. */
export class JobHandlerRegistry {
  private readonly types = new Map<string, RegisteredJobType>();

  register<TPayload, TResult>(type: string, handler: JobHandler<TPayload, TResult>, options: JobTypeOptions = {}): void {
    if (this.types.has(type)) throw new Error(`Job type ${type} is already registered`);
    this.types.set(type, { handler: handler as JobHandler, attempts: options.attempts ?? 1 });
  }

  get(type: string): RegisteredJobType | undefined {
    return this.types.get(type);
  }
}
