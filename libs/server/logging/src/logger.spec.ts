import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { requestContext } from './request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('writes JSON lines that carry the request id of the current context', () => {
    const { lines, stream } = capture();
    const logger = createLogger('video-service', 'info', stream);
    requestContext.run({ requestId: 'req-1', userId: 'user-1' }, () => logger.info('inside'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({ app: 'video-service', level: 'info', request_id: 'req-1', user_id: 'user-1', msg: 'inside' });
    expect(lines[1].request_id).toBeUndefined();
  });

  it('redacts secrets', () => {
    const { lines, stream } = capture();
    createLogger('gateway', 'info', stream).info({ auth: { refresh_token: 'abc' }, req: { headers: { cookie: 'sid=1' } } }, 'x');
    expect(JSON.stringify(lines[0])).not.toContain('abc');
    expect(JSON.stringify(lines[0])).not.toContain('sid=1');
  });
});
