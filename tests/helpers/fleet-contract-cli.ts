/**
 * The local Yandex Fleet contract server as a process of its own, for the browser tests
 * (playwright.config.ts starts it next to the cabinet, which reaches it by YANDEX_FLEET_BASE_URL):
 * one park, E2E_FLEET_PARK, whose keys the wizard's test types in. Its orders lie in the last
 * three days, so the cabinet's first import window holds them.
 */
import { E2E_FLEET_PARK } from './fleet-contract-cli-park';
import { FleetContractServer, generatedPark } from './fleet-contract-server';

const port = Number(process.env.FLEET_CONTRACT_PORT ?? process.argv[2] ?? 0);
const now = Date.now();
const server = new FleetContractServer();
server.addPark(
  generatedPark({
    parkId: E2E_FLEET_PARK.parkId,
    apiKey: E2E_FLEET_PARK.apiKey,
    drivers: 12,
    orders: 40,
    from: new Date(now - 3 * 86_400_000),
    to: new Date(now - 3 * 3_600_000),
  }),
);
const url = await server.start(port);
process.stdout.write(`fleet contract server at ${url}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
