/** हिन्दी: the Two-factor Sign-in view's words in Hindi, and its server answers and refusals by code, part of the admin-app's Hindi catalogue. */
import type { TwoFactorServerCode, TwoFactorWordId } from './twoFactor';

export const twoFactorHi: Record<TwoFactorWordId | TwoFactorServerCode, string> = {
  'admin.twoFactor.title': 'दो-चरणीय साइन-इन',
  'admin.twoFactor.status': 'स्थिति',
  'admin.twoFactor.on': 'चालू: साइन इन करते समय आपके ऑथेंटिकेटर ऐप का कोड माँगा जाता है',
  'admin.twoFactor.codesLeft': 'बचे रिकवरी कोड',
  'admin.twoFactor.cannotTurnOff':
    'यहाँ हर व्यवस्थापक को दो-चरणीय साइन-इन इस्तेमाल करना होता है, इसलिए इसे बंद नहीं किया जा सकता।',
  'admin.twoFactor.turnOffHeading': 'बंद करें',
  'admin.twoFactor.turnOffLabel': 'दो-चरणीय साइन-इन बंद करें',
  'admin.twoFactor.turnOff': 'बंद करें',
  'admin.twoFactor.mustSetUp': 'डैशबोर्ड इस्तेमाल करने से पहले हर व्यवस्थापक को दो-चरणीय साइन-इन चालू करना होगा।',
  'admin.twoFactor.about':
    'दो-चरणीय साइन-इन आपके पासवर्ड के बाद, और फिर पासवर्ड रीसेट, खाता निष्क्रिय करने या आयात से पहले, आपके फ़ोन के किसी ऑथेंटिकेटर ऐप (जैसे गूगल ऑथेंटिकेटर, माइक्रोसॉफ़्ट ऑथेंटिकेटर या फ़्रीओटीपी) का 6 अंकों का कोड माँगता है।',
  'admin.twoFactor.setUp': 'दो-चरणीय साइन-इन चालू करें',
  'admin.twoFactor.steps': 'दो-चरणीय साइन-इन चालू करने के चरण',
  'admin.twoFactor.scan': 'इस क्यूआर कोड को अपने ऑथेंटिकेटर ऐप से स्कैन करें:',
  'admin.twoFactor.qrCode': 'यह खाता आपके ऑथेंटिकेटर ऐप में जोड़ने का क्यूआर कोड',
  'admin.twoFactor.onThisPhone': 'इसी फ़ोन पर हैं? खाते के साथ ऑथेंटिकेटर ऐप खोलें:',
  'admin.twoFactor.addToApp': 'मेरे ऑथेंटिकेटर ऐप में जोड़ें',
  'admin.twoFactor.typeKey': 'या यह कुंजी ऐप में टाइप करें (खाली जगहें केवल पढ़ने के लिए हैं):',
  'admin.twoFactor.enterCode': 'दो-चरणीय साइन-इन चालू करने के लिए ऐप में दिखा कोड दें:',
  'admin.twoFactor.turnOnLabel': 'दो-चरणीय साइन-इन चालू करें',
  'admin.twoFactor.turnOn': 'चालू करें',
  'admin.twoFactor.appCodeHint': 'आपके ऑथेंटिकेटर ऐप के 6 अंक',
  'admin.twoFactor.recoveryCodes': 'रिकवरी कोड',
  'admin.twoFactor.copied': 'रिकवरी कोड कॉपी हो गए।',
  'admin.twoFactor.notCopied': 'कॉपी करने की अनुमति नहीं मिली: कोड चुनकर स्वयं कॉपी करें।',
  'admin.twoFactor.copy': 'कोड कॉपी करें',
  'admin.twoFactor.download': 'कोड डाउनलोड करें (.txt)',
  'admin.twoFactor.print': 'कोड प्रिंट करें',
  'admin.twoFactor.saved': 'मैंने अपने रिकवरी कोड सहेज लिए हैं',
  'admin.twoFactor.fileTitle': 'अवकाश प्रबंधन: दो-चरणीय साइन-इन के रिकवरी कोड',
  'admin.twoFactor.fileAbout': 'हर कोड एक बार, आपके ऑथेंटिकेटर ऐप के कोड की जगह, आपको साइन इन कराता है।',
  'api.twoFactorEnabled':
    'दो-चरणीय साइन-इन चालू है। ये {codes, number} रिकवरी कोड किसी सुरक्षित जगह रखें: हर कोड एक बार काम करता है, और ये फिर नहीं दिखाए जाएँगे।',
  'api.twoFactorDisabled': 'दो-चरणीय साइन-इन बंद है। आप केवल अपने पासवर्ड से साइन इन करेंगे।',
  'api.twoFactorAlreadyOn': 'दो-चरणीय साइन-इन पहले से चालू है: नया ऐप जोड़ने के लिए पहले इसे बंद करें',
  'api.twoFactorNotStarted': 'पहले सेट-अप शुरू करें: पुष्टि के लिए कोई ऑथेंटिकेटर कुंजी प्रतीक्षा में नहीं है',
  'api.twoFactorNotOn': 'दो-चरणीय साइन-इन चालू नहीं है',
  'api.twoFactorRequired':
    'हर व्यवस्थापक को पहले दो-चरणीय साइन-इन चालू करना होगा: दो-चरणीय साइन-इन खोलें और क्यूआर कोड को किसी ऑथेंटिकेटर ऐप से स्कैन करें',
  'api.twoFactorStillRequired': 'यहाँ हर व्यवस्थापक को दो-चरणीय साइन-इन इस्तेमाल करना होता है, इसलिए इसे बंद नहीं किया जा सकता',
};
