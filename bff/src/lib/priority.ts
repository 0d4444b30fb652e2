import { setPriority } from 'node:os';

/**
 * Gives a process the niceness asked for (0 to 19: higher yields the CPU to others). Raising niceness needs no
 * privileges; where the system refuses anyway (a container's seccomp profile, say), the process keeps running at its
 * own and the reason is reported.
 */
export function lowerPriority(pid: number, nice: number, report: (line: string) => void): void {
  if (nice === 0) return;
  try {
    setPriority(pid, nice);
  } catch (err) {
    report(`could not lower the priority of process ${pid} to niceness ${nice}: ${(err as Error).message}`);
  }
}
