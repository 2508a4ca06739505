// A group of concurrent tasks that can add more tasks while they run (a project's components
// are read once the project arrives), failing as a whole on the first error.

/** Tracks running tasks; done() settles when all are finished, or rejects with the first error. */
export class TaskGroup {
  private readonly controller: AbortController;
  private running = 0;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private idle: (() => void)[] = [];
  /** The first error of any task, once there is one. */
  firstError: unknown = undefined;

  constructor(controller: AbortController) {
    this.controller = controller;
  }

  /** Adds a running task; its failure aborts the group's controller. */
  add(task: Promise<unknown>): void {
    this.running++;
    task.then(
      () => this.finish(),
      (error: unknown) => {
        if (this.firstError === undefined) {
          this.firstError = error;
          this.controller.abort(error);
          for (const waiter of this.waiters.splice(0)) waiter.reject(error);
        }
        this.finish();
      },
    );
  }

  /** Resolves when every task (including ones added meanwhile) has finished; rejects on the first error. */
  done(): Promise<void> {
    if (this.firstError !== undefined) return Promise.reject(this.firstError);
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Resolves once no task is running, whatever their outcome. */
  settled(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private finish(): void {
    this.running--;
    if (this.running > 0) return;
    for (const resolve of this.idle.splice(0)) resolve();
    if (this.firstError === undefined) for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }
}
