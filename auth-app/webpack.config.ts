import { createConfig } from '../webpack/createConfig';
import { readServeConfig } from '@leave/config';
import { FEDERATION_NAMES } from '@leave/contract';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      title: 'Auth app (standalone)',
      name: FEDERATION_NAMES.auth,
      port: readServeConfig().remoteDevPorts.auth,
      exposes: {
        './SignIn': './src/signIn/SignIn.tsx',
        './SignUp': './src/signUp/SignUp.tsx',
        './AdminSignIn': './src/signIn/AdminSignIn.tsx',
        './SchoolAccountProblem': './src/schoolAccount/SchoolAccountProblem.tsx',
      },
    },
    argv,
  );
