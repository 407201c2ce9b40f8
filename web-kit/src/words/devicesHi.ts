/** हिन्दी: Signed-in Devices' words in Hindi, part of each role's catalogue. */
import type { DevicesServerCode, DevicesWordId } from './devices';

export const devicesHi: Record<DevicesWordId | DevicesServerCode, string> = {
  'devices.title': 'साइन-इन किए गए उपकरण',
  'devices.about':
    'जहाँ आपका खाता साइन इन है। जिस उपकरण को आप नहीं पहचानते, उसे साइन आउट करें, फिर अपना पासवर्ड बदलें। कुछ समय तक उपयोग न होने पर भी उपकरण साइन आउट हो जाता है।',
  'devices.list': 'साइन-इन किए गए उपकरण, हाल में देखे गए पहले',
  'devices.unknownDevice': 'अज्ञात उपकरण',
  'devices.thisDevice': ' (यह उपकरण)',
  'devices.thisDeviceNamed': '{device} (यह उपकरण)',
  'devices.seen': '{address} से · {signedIn} को साइन इन किया · अंतिम बार {lastSeen} को देखा गया',
  'devices.unknownAddress': 'अज्ञात पता',
  'devices.signOut': 'साइन आउट करें',
  'devices.signOutDevice': '{device} साइन आउट करें, अंतिम बार {lastSeen} को देखा गया',
  'devices.pages': 'उपकरणों के पृष्ठ',
  'devices.signOutEverywhere': 'हर जगह से साइन आउट करें',
  'api.deviceSignedOut': '{device} साइन आउट हो गया है।',
  'api.signedOutEverywhere':
    'हर उपकरण पर साइन आउट हो गया ({count, plural, one {# सत्र समाप्त हुआ} other {# सत्र समाप्त हुए}})।',
  'api.noSuchDevice': 'यह उपकरण आपके खाते में साइन इन नहीं है: हो सकता है वह पहले ही साइन आउट हो चुका हो।',
};
