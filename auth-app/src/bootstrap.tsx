import { renderStandalone } from '@leave/web-kit/standalone';
import SignIn from './signIn/SignIn';

void renderStandalone(SignIn, null, __STANDALONE_API_HOST__);
