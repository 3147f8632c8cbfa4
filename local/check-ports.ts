/** `npm start`'s first step, before the build: a port variable that is not a port number stops it at once. */
import { portsOrExit, stackPortNames } from './ports';

portsOrExit('npm start', stackPortNames);
