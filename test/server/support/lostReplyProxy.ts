import { tcpRelay } from './tcpRelay';

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
  const state = { answersToCut: 0, cut: 0 };
  const relay = await tcpRelay(targetPort, {
    toServer: (data, { upstream }) => upstream.write(data),
    toClient: (data, { client, upstream }) => {
      if (state.answersToCut > 0) {
        state.answersToCut -= 1;
        state.cut += 1;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      client.write(data);
    },
  });
  return {
    port: relay.port,
    get answersToCut() {
      return state.answersToCut;
    },
    set answersToCut(count: number) {
      state.answersToCut = count;
    },
    get cut() {
      return state.cut;
    },
    close: relay.close,
  };
}
