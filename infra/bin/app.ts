import { App } from 'aws-cdk-lib';
import { ContextError } from '../lib/config/context';
import { createCourierApp } from '../lib/courier-app';

const app = new App();
try {
  createCourierApp(app);
} catch (error) {
  // A wrong or missing context value is the operator's to fix: say what, not where in our code.
  if (!(error instanceof ContextError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
app.synth();
