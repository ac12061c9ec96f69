import net from 'node:net';

/**
 * A TCP proxy in front of a listening shop that, for its next `answersToCut` answers, passes each request through but
 * closes the client's connection as soon as the server's answer begins, without passing a byte of
 * it on: the server did the work and answered, the client sees its connection reset. Like a
 * balancer whose server died between commit and reply, or a phone that lost its signal.
 */
export interface LostReplyProxy {
  readonly port: number;
  /** How many of the coming answers are cut; then answers pass. */
  answersToCut: number;
  /** How many answers were cut so far. */
  readonly cut: number;
  close(): Promise<void>;
}

export async function lostReplyProxy(targetPort: number): Promise<LostReplyProxy> {
  const sockets = new Set<net.Socket>();
  const state = { answersToCut: 0, cut: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (data: Buffer) => upstream.write(data));
    upstream.on('data', (data: Buffer) => {
      if (state.answersToCut > 0) {
        state.answersToCut -= 1;
        state.cut += 1;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      client.write(data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get answersToCut() {
      return state.answersToCut;
    },
    set answersToCut(count: number) {
      state.answersToCut = count;
    },
    get cut() {
      return state.cut;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
