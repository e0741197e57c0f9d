// Runs a scheduled function through a running functions host, as Cloud Scheduler would call it
// at `scheduleTime` (the host's `/_emulator/schedules/{name}/run`): for the demo's seeding and for
// suites that need a given day's run.
export async function runScheduledFunction(
  functionsUrl: string,
  name: string,
  scheduleTime: string,
): Promise<void> {
  const url = `${functionsUrl}/_emulator/schedules/${name}/run?scheduleTime=${encodeURIComponent(scheduleTime)}`;
  const response = await fetch(url, { method: 'POST' });
  if (!response.ok) throw new Error(`running ${name} failed: ${await response.text()}`);
}
