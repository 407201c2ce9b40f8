import { createConfig } from '../webpack/createConfig';
import { readServeConfig } from '@leave/config';
import { FEDERATION_NAMES } from '@leave/contract';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      title: 'Student app (standalone)',
      name: FEDERATION_NAMES.student,
      port: readServeConfig().remoteDevPorts.student,
      exposes: { './App': './src/StudentApp.tsx' },
    },
    argv,
  );
