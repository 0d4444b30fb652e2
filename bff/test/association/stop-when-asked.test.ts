import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { STOP_MESSAGE, stopWhenAsked } from '../../src/association/stop-when-asked.js';

/** A stand-in for `process`: signals, IPC messages and the channel closing are events on it. */
function fakeProcess(supervised: boolean) {
  const proc = new EventEmitter() as EventEmitter & { send?: () => void };
  if (supervised) proc.send = () => undefined;
  let stops = 0;
  stopWhenAsked(proc, () => stops++);
  return { proc, stops: () => stops };
}

describe('how the association server is asked to stop', () => {
  it('on its own: SIGTERM or SIGINT stops it', () => {
    for (const signal of ['SIGTERM', 'SIGINT']) {
      const { proc, stops } = fakeProcess(false);
      proc.emit(signal);
      expect(stops()).toBe(1);
    }
  });

  it('started by the supervisor: a signal to the whole group (systemd, timeout, Ctrl-C) is left to the BFF', () => {
    const { proc, stops } = fakeProcess(true);
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    proc.emit('message', { type: 'something else' });
    expect(stops()).toBe(0);
    // Node stops a process on these signals unless something listens: here something does.
    expect(proc.listenerCount('SIGTERM')).toBeGreaterThan(0);
    expect(proc.listenerCount('SIGINT')).toBeGreaterThan(0);
  });

  it("started by the supervisor: its stop message stops it, and so does the channel closing (the BFF is gone)", () => {
    const asked = fakeProcess(true);
    asked.proc.emit('message', STOP_MESSAGE);
    expect(asked.stops()).toBe(1);
    const orphaned = fakeProcess(true);
    orphaned.proc.emit('disconnect');
    expect(orphaned.stops()).toBe(1);
  });
});
