/**
 * A synthesizing child of the synth project's global setup (synth-setup.ts): synthesizes each configuration it is
 * sent and answers with its files, or with the error that stopped it.
 */
import { type SynthConfigurationName, synthToFiles } from './synth';

export type SynthChildAnswer =
  | { name: SynthConfigurationName; files: ReturnType<typeof synthToFiles> }
  | { name: SynthConfigurationName; error: string };

process.on('message', (name: SynthConfigurationName) => {
  let answer: SynthChildAnswer;
  try {
    answer = { name, files: synthToFiles(name) };
  } catch (error) {
    answer = { name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(answer);
});
