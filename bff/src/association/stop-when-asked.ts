/** The part of `process` that says how a process is asked to stop. */
export type StoppableProcess = Pick<NodeJS.EventEmitter, 'on' | 'once'> & { send?: unknown };

/** The message the supervisor sends to stop the association server it started. */
export const STOP_MESSAGE = { type: 'stop' } as const;

/**
 * How the association server is told to stop. On its own: SIGINT or SIGTERM. Started by the product's supervisor (it
 * has an IPC channel): the supervisor's stop message, or the channel closing (the BFF is gone, even killed). Signals
 * are then the BFF's to handle: a signal sent to the whole process group or cgroup (systemd stopping the service, GNU
 * timeout, Ctrl-C in a terminal) reaches this process too, and stopping at once failed the requests the BFF still
 * forwarded while it drained, and made the supervisor log a crash and start the server again.
 */
export function stopWhenAsked(proc: StoppableProcess, stop: () => void): void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  if (!proc.send) {
    for (const signal of signals) proc.once(signal, stop);
    return;
  }
  // A listener keeps Node from stopping the process itself on these signals.
  for (const signal of signals) proc.on(signal, () => undefined);
  proc.on('message', (message: { type?: string } | undefined) => {
    if (message?.type === STOP_MESSAGE.type) stop();
  });
  proc.once('disconnect', stop);
}
