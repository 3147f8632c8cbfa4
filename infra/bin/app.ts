import { App } from 'aws-cdk-lib';
import { createCourierApp } from '../lib/courier-app';

const app = new App();
createCourierApp(app);
app.synth();
