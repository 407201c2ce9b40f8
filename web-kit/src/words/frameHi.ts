/** हिन्दी: the dashboard frame's words in Hindi, part of each translated remote's Hindi catalogue. */
import type { FrameWordId } from './frame';

export const frameHi: Record<FrameWordId, string> = {
  'frame.welcome': 'स्वागत है, {name}',
  'frame.viewUser': 'उपयोगकर्ता देखें',
  'frame.viewDashboard': 'डैशबोर्ड देखें',
  'frame.notifications': 'सूचनाएँ',
  'frame.changePassword': 'पासवर्ड बदलें',
  'frame.signedInDevices': 'साइन-इन किए गए उपकरण',
  'frame.logout': 'लॉग आउट',
  'frame.menu': 'मेन्यू',
  'frame.dashboardMenu': 'डैशबोर्ड मेन्यू',
  'frame.bell': 'सूचनाएँ, {unread} अपठित',
  'frame.colours': 'रंग',
  'frame.asTheSystem': 'सिस्टम के अनुसार',
  'frame.light': 'हल्का',
  'frame.dark': 'गहरा',
  'frame.profile.title': 'प्रोफ़ाइल',
  'frame.profile.rollNo': 'अनुक्रमांक',
  'frame.profile.name': 'नाम',
  'frame.profile.branch': 'शाखा',
  'frame.profile.stream': 'संकाय',
  'frame.profile.joiningYear': 'प्रवेश वर्ष',
  'frame.profile.registrationNo': 'पंजीकरण संख्या',
  'frame.profile.department': 'विभाग',
  'frame.notLoaded': 'आपकी जानकारी लोड नहीं हो सकी। {error}',
  'frame.tryAgain': 'फिर से प्रयास करें',
  'frame.viewNotLoaded': 'यह दृश्य नहीं दिखाया जा सका: पृष्ठ का एक भाग डाउनलोड नहीं हुआ। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  'frame.viewGone':
    'यह दृश्य नहीं दिखाया जा सका: पृष्ठ का यह संस्करण अब सर्वर पर नहीं है। वर्तमान संस्करण पाने के लिए पृष्ठ फिर से लोड करें।',
  'frame.reload': 'फिर से लोड करें',
};
