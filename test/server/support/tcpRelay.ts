import net from 'node:net';

/** One client's connection through the relay and the relay's own to the server. */
export interface RelayedConnection {
  readonly client: net.Socket;
  readonly upstream: net.Socket;
}

/** What the relay does with each chunk, in each direction; a handler that forwards nothing drops it. */
export interface RelayHandlers {
  toServer(data: Buffer, connection: RelayedConnection): void;
  toClient(data: Buffer, connection: RelayedConnection): void;
}

export interface TcpRelay {
  readonly port: number;
  /** Ends every connection open through the relay at once. */
  dropAll(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on a free local port in front of `targetPort`, for tests that make the network
 * misbehave between a client and the shop: each connection is relayed through `handlers`, and a
 * side that closes or fails closes the other.
 */
export async function tcpRelay(targetPort: number, handlers: RelayHandlers): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = net.createServer((client) => {
    const connection: RelayedConnection = { client, upstream: net.connect(targetPort, '127.0.0.1') };
    const { upstream } = connection;
    sockets.add(client).add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (data: Buffer) => handlers.toServer(data, connection));
    upstream.on('data', (data: Buffer) => handlers.toClient(data, connection));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    dropAll,
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
