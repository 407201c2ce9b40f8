import { renderStandalone } from '@leave/ui/standalone';
import SignIn from './signIn/SignIn';

renderStandalone(SignIn, null, __STANDALONE_API_HOST__);
