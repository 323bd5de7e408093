/** The one park of the browser tests' contract server (fleet-contract-cli.ts), whose keys the wizard's test types in. */
export const E2E_FLEET_PARK = {
  parkId: 'e2e0fleet0park00000000000000000b',
  apiKey: 'e2e-fleet-api-key-0001',
} as const;
