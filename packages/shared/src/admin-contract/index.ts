// The sub-path `@shopwright/shared/admin-contract` (the package exports `./*` as `./src/*/index.ts`).
export { adminEndpoints, type AdminContract, type AdminEndpoint } from '../contract/admin';
