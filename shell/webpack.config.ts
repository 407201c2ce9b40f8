import { createConfig } from '../webpack/createConfig';
import { earlyStartConfig } from '../webpack/earlyStartConfig';
import { readServeConfig } from '@leave/config';

const shellConfig = (argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      title: 'Leave Management',
      name: 'shell',
      port: readServeConfig().port,
      isShell: true,
      devServer: {
        setupMiddlewares: (middlewares, devServer) => {
          // In development the runtime config comes from the same environment as `npm start`.
          devServer.app?.get('/config.json', (_req, res) => {
            res.json(readServeConfig().runtime);
          });
          return middlewares;
        },
      },
    },
    argv,
  );

// In production the page also gets the early-start script (the development server has no page
// of its own to write it into, so there the app asks for its data itself).
export default (_env: unknown, argv: { mode?: string }) =>
  argv.mode === 'development'
    ? shellConfig(argv)
    : [{ ...shellConfig(argv), name: 'shell' }, earlyStartConfig(import.meta.dirname)];
