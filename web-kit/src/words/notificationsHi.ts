/** हिन्दी: the Notifications view's own words and its cards' in Hindi, part of the student's and the instructor's catalogues. */
import type { NotificationsServerCode, NotificationsWordId } from './notifications';

export const notificationsHi: Record<NotificationsWordId | NotificationsServerCode, string> = {
  'notifications.unread': '{unread} अपठित',
  'notifications.markAllRead': 'सभी को पढ़ा हुआ चिह्नित करें',
  'notifications.noneYet': 'अभी कोई सूचना नहीं। जब कुछ आपसे संबंधित होगा, तो आपको यहाँ बताया जाएगा।',
  'notifications.newestFirst': 'सूचनाएँ, नवीनतम पहले',
  'notifications.new': 'नई: ',
  'notifications.open': '{target}: {text}',
  'notifications.markRead': 'पढ़ा हुआ चिह्नित करें',
  'notifications.markReadOf': 'पढ़ा हुआ चिह्नित करें: {text}',
  'notifications.pages': 'सूचनाओं के पृष्ठ',
  'notifications.calendarSubscription': 'कैलेंडर सदस्यता',
  'notifications.subscribeToSee':
    '{what} देखने के लिए गूगल कैलेंडर, आउटलुक या ऐपल कैलेंडर में एक गुप्त पते की सदस्यता लें। पता जिसके पास भी हो, वह इसे पढ़ सकता है: यदि यह लीक हो जाए तो इसे रद्द करें।',
  'notifications.studentFeed': 'आपका लंबित और स्वीकृत अवकाश, हर शीर्षक में उसकी स्थिति के साथ',
  'notifications.instructorFeed': 'आपके पढ़ाए जाने वाले पाठ्यक्रमों में स्वीकृत अनुपस्थितियाँ',
  'notifications.addressMade':
    'आपका एक पता है, जो {date} को बनाया गया। यह केवल बनाते समय दिखाया जाता है: इसे फिर से देखने के लिए नया पता बनाएँ (पुराना काम करना बंद कर देगा)।',
  'notifications.noAddress': 'आपका कोई कैलेंडर पता नहीं है।',
  'notifications.withLectures': 'मेरे व्याख्यानों और छुट्टियों के साथ',
  'notifications.yourAddress': 'आपका कैलेंडर पता',
  'notifications.subscribeInApp': 'मेरे कैलेंडर ऐप में सदस्यता लें',
  'notifications.copyAddress': 'पता कॉपी करें',
  'notifications.makeNewAddress': 'नया पता बनाएँ',
  'notifications.createAddress': 'कैलेंडर पता बनाएँ',
  'notifications.revokeAddress': 'पता रद्द करें',
  'notifications.copied': 'कैलेंडर पता कॉपी हो गया।',
  'notifications.notCopied': 'कॉपी करने की अनुमति नहीं मिली: पता चुनें और स्वयं कॉपी करें।',
  'notifications.emailNotifications': 'ईमेल सूचनाएँ',
  'notifications.emailAddress': 'ईमेल पता',
  'notifications.emailHint': 'यदि आपके विद्यालय ने ईमेल की व्यवस्था की है, तो सूचनाएँ यहाँ भी भेजी जाती हैं।',
  'notifications.emailMe': 'मुझे मेरी सूचनाएँ ईमेल करें',
  'notifications.saveEmail': 'ईमेल सेटिंग्स सहेजें',
  // The server's answers and refusals, by their codes.
  'api.notificationsRead': '{count, plural, one {# सूचना पढ़ी हुई चिह्नित की गई} other {# सूचनाएँ पढ़ी हुई चिह्नित की गईं}}',
  'api.calendarFeedCreated':
    'आपका कैलेंडर पता तैयार है। इसे अभी कॉपी करें: यह केवल एक बार दिखाया जाता है। पहले बनाया गया कोई भी पता अब काम नहीं करता।',
  'api.calendarFeedRevoked': 'आपके कैलेंडर पते ने काम करना बंद कर दिया है।',
  'api.noCalendarFeed': 'आपके पास रद्द करने के लिए कोई कैलेंडर पता नहीं है।',
  'api.calendarFeedRoles': 'कैलेंडर पते छात्रों और प्रशिक्षकों के लिए हैं।',
  'api.notificationSettingsSaved': 'सूचना सेटिंग्स सहेजी गईं।',
  'api.signInToContinue': 'जारी रखने के लिए कृपया साइन इन करें',
  'api.tooManySignedInRequests': 'आपके सत्र से बहुत अधिक अनुरोध। {waitSeconds, number} सेकंड बाद फिर से प्रयास करें।',
};
