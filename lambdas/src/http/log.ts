/** Structured JSON logs for CloudWatch: one line per event, never the customer's personal details. */
type Level = 'info' | 'warn' | 'error';

export type Logger = (level: Level, message: string, fields?: Record<string, unknown>) => void;

export const jsonLogger: Logger = (level, message, fields = {}) => {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

/** For tests and tools that want quiet handlers. */
export const silentLogger: Logger = () => {};
