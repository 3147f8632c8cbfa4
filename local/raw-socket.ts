/**
 * The local servers' tests below HTTP: whether a port takes connections, and bytes written as they are (what a client
 * library would refuse to send) with the whole answer read back.
 */
import { connect } from 'node:net';

/** Writes `text` on a fresh connection to 127.0.0.1:port (and hangs up, if asked); resolves with the whole answer. */
export const exchange = (port: number, text: string, { hangUp = false } = {}) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text, () => {
      if (hangUp) socket.destroy();
    });
  });

/** Whether a TCP connection to host:port is accepted. */
export const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
