/** Setup file of the synth project: each file starts once the global setup has synthesized every configuration. */
import { synthesisFinished } from './synth';

await synthesisFinished();
