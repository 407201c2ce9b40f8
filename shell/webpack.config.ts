import { createConfig } from '../webpack/createConfig';
import { readServeConfig } from '@leave/config';

export default (_env: unknown, argv: { mode?: string }) =>
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
