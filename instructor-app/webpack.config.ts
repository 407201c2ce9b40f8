import { createConfig } from '../webpack/createConfig';
import { readServeConfig } from '@leave/config';
import { FEDERATION_NAMES } from '@leave/contract';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      title: 'Instructor app (standalone)',
      name: FEDERATION_NAMES.instructor,
      port: readServeConfig().remoteDevPorts.instructor,
      exposes: { './App': './src/InstructorApp.tsx' },
    },
    argv,
  );
