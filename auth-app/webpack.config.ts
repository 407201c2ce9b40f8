import { createConfig } from '../webpack/createConfig';
import { readServeConfig } from '../scripts/config';
import { FEDERATION_NAMES } from '@leave/contract';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: FEDERATION_NAMES.auth,
      port: readServeConfig().remotePorts.auth,
      exposes: {
        './SignIn': './src/signIn/SignIn.tsx',
        './SignUp': './src/signUp/SignUp.tsx',
        './AdminSignIn': './src/signIn/AdminSignIn.tsx',
      },
    },
    argv,
  );
