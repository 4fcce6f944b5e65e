/** A piece of scheduled work: given the trigger's time, do what is due (claiming each action once). */
export interface ScheduledJob {
  name: string;
  run(env: Env, now: Date, ctx: ExecutionContext): Promise<void>;
}
