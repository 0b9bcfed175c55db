import Fastify, { type FastifyPluginAsync } from 'fastify';

export type SimulatorServer = {
  /** `http://127.0.0.1:PORT`, no trailing slash: what an SDK is given as its endpoint or base URL. */
  origin: string;
  close(): Promise<void>;
};

/**
 * Serves a simulator on its own loopback port at the root path the real service uses (`/` for
 * Aliyun RPC, `/v3/…` for WeChat Pay), so a third-party SDK is pointed at it by its endpoint or base
 * URL alone and signs exactly the path it would sign for the real host.
 */
export async function serveSimulator(plugin: FastifyPluginAsync, port = 0): Promise<SimulatorServer> {
  const server = Fastify({ logger: false });
  await server.register(plugin);
  await server.listen({ port, host: '127.0.0.1' });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { origin: `http://127.0.0.1:${actualPort}`, close: () => server.close() };
}
