import { createConfig } from '../webpack/createConfig';
import { readServeConfig } from '@leave/config';
import { FEDERATION_NAMES } from '@leave/contract';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      title: 'Admin app (standalone)',
      name: FEDERATION_NAMES.admin,
      port: readServeConfig().remoteDevPorts.admin,
      exposes: { './App': './src/AdminApp.tsx' },
    },
    argv,
  );
