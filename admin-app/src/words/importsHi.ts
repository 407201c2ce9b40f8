/** हिन्दी: the words every import shares in Hindi, part of the admin-app's Hindi catalogue. */
import type { ImportsServerCode, ImportWordId } from './imports';

export const importsHi: Record<ImportWordId | ImportsServerCode, string> = {
  'admin.imports.csvFile': 'CSV फ़ाइल',
  'admin.imports.tooBig': '{name} {size} की है: आयात की जाने वाली फ़ाइल अधिकतम {max} की हो सकती है',
  'admin.imports.unreadable': 'फ़ाइल पढ़ी नहीं जा सकी: उसे फिर से चुनें',
  'admin.imports.fileRequired': '{label} आवश्यक है',
  'admin.imports.notImported': 'फ़ाइल आयात नहीं हो सकी।',
  'admin.imports.preview': 'पूर्वावलोकन',
  'admin.imports.rowsByStatus': 'स्थिति के अनुसार पंक्तियाँ',
  'admin.imports.rowsOf': '{name} की पंक्तियाँ',
  'admin.imports.rowsOfTheFile': 'फ़ाइल की पंक्तियाँ',
  'admin.imports.firstRows': 'पहली {shown, number} पंक्तियाँ दिखाई गई हैं, जिन्हें पहले देखना ज़रूरी है वे सबसे ऊपर।',
  'admin.imports.line': 'पंक्ति {line}',
  'admin.imports.details': 'विवरण',
  'admin.imports.detailsOf': '{name} का विवरण',
  'admin.imports.lineColumn': 'पंक्ति',
  'admin.imports.status': 'स्थिति',
  'admin.imports.problem': 'समस्या',
  'admin.imports.willAdd': 'जोड़ी जाएगी',
  'admin.imports.added': 'जोड़ी गई',
  'admin.imports.alreadyThere': 'पहले से है',
  'admin.imports.unknownCourse': 'अज्ञात पाठ्यक्रम',
  'admin.imports.unknownStudent': 'अज्ञात छात्र',
  'admin.imports.badValue': 'गलत मान',
  'admin.imports.willSet': 'तय की जाएगी',
  'admin.imports.set': 'तय की गई',
  'admin.imports.willMark': 'दर्ज की जाएगी',
  'admin.imports.marked': 'दर्ज की गई',
  'admin.imports.alreadySo': 'पहले से ऐसी ही है',
  'admin.imports.notEnrolled': 'नामांकित नहीं',
  'admin.imports.noLecture': 'कोई व्याख्यान नहीं',
  'admin.imports.outsideTerm': 'सत्र से बाहर',
  'admin.imports.rollNo': 'अनुक्रमांक',
  'admin.imports.name': 'नाम',
  'admin.imports.course': 'पाठ्यक्रम',
  'admin.imports.weekday': 'सप्ताह का दिन',
  'admin.imports.start': 'आरंभ',
  'admin.imports.end': 'समाप्ति',
  'admin.imports.room': 'कमरा',
  'admin.imports.date': 'तारीख़',
  'admin.imports.mark': 'हाज़िरी',
  'admin.imports.importStudents': 'छात्र आयात करें',
  'admin.imports.studentsIntro':
    'एक CSV फ़ाइल, जिसकी पहली पंक्ति में कॉलम {columns} के नाम हों। कुछ भी जोड़े जाने से पहले आप देखते हैं कि हर पंक्ति क्या करेगी; वही फ़ाइल दोबारा आयात करने पर कुछ भी दो बार नहीं जुड़ता। हर नए छात्र को सौंपने के लिए एक अस्थायी पासवर्ड देना हो तो नीचे के बॉक्स पर निशान लगाएँ; नहीं तो उनका कोई पासवर्ड तब तक नहीं होगा जब तक आप "खाते" में उसे रीसेट न करें।',
  'admin.imports.addOneStudent': '1 छात्र जोड़ें',
  'admin.imports.addStudents': '{count, number} छात्र जोड़ें',
  'admin.imports.withPasswords':
    'हर नए छात्र को एक अस्थायी पासवर्ड दें (एक बार डाउनलोड की जाने वाली फ़ाइल; पहली बार साइन इन करने पर वे अपना पासवर्ड चुनते हैं)',
  'admin.imports.passwordsOnce':
    'अस्थायी पासवर्ड केवल इसी पृष्ठ पर हैं: उन्हें अभी डाउनलोड करें और हर छात्र को उसका पासवर्ड सौंपें। यह दृश्य छोड़ने पर वे खो जाते हैं (नया बनाने के लिए "खाते" में पासवर्ड रीसेट करें)।',
  'admin.imports.downloadPasswords': 'अस्थायी पासवर्ड डाउनलोड करें (CSV)',
  'admin.imports.thePasswords': 'अस्थायी पासवर्ड',
  'admin.imports.importEnrolments': 'नामांकन आयात करें',
  'admin.imports.enrolmentsIntro':
    'एक CSV फ़ाइल, जिसकी पहली पंक्ति में कॉलम {columns} के नाम हों: हर छात्र और पाठ्यक्रम के लिए एक पंक्ति। कुछ भी जोड़े जाने से पहले हर पंक्ति को वास्तविक पाठ्यक्रमों और छात्रों से जाँचा जाता है; वही फ़ाइल दोबारा आयात करने पर कुछ भी दो बार नहीं जुड़ता।',
  'admin.imports.addOneEnrolment': '1 नामांकन जोड़ें',
  'admin.imports.addEnrolments': '{count, number} नामांकन जोड़ें',
  'admin.imports.importTimetables': 'समय-सारणी आयात करें',
  'admin.imports.timetablesIntro':
    'एक CSV फ़ाइल, जिसकी पहली पंक्ति में कॉलम {columns} के नाम हों (room छोड़ा जा सकता है): हर साप्ताहिक व्याख्यान के लिए एक पंक्ति, सप्ताह का दिन Monday या Mon की तरह, समय HH:MM में। फ़ाइल में आए हर पाठ्यक्रम की समय-सारणी ठीक उसकी पंक्तियाँ बनती हैं, उस सत्र में जिसमें वह है (पहले "पाठ्यक्रम संपादित करें" में उसे सत्र दें); जो पाठ्यक्रम फ़ाइल में नहीं हैं, उनकी समय-सारणी वैसी ही रहती है। कुछ भी तय होने से पहले आप देखते हैं कि हर पंक्ति क्या करेगी।',
  'admin.imports.setOneTimetable': '1 समय-सारणी तय करें',
  'admin.imports.setTimetables': '{count, number} समय-सारणियाँ तय करें',
  'admin.imports.importRollMarks': 'हाज़िरी आयात करें',
  'admin.imports.rollMarksIntro':
    'एक CSV फ़ाइल, जिसकी पहली पंक्ति में कॉलम {columns} के नाम हों: हर छात्र और व्याख्यान के लिए एक पंक्ति, तारीख़ YYYY-MM-DD में और हाज़िरी वैसे ही जैसे रजिस्टर में लिखी जाती है, P, A या L (या present, absent, late)। कुछ भी दर्ज होने से पहले हर पंक्ति को पाठ्यक्रमों, उनके व्याख्यानों और कक्षाओं से जाँचा जाता है; वही फ़ाइल दोबारा आयात करने पर कुछ नहीं बदलता।',
  'admin.imports.rollMarksReason': 'कारण (सुधार की अवधि बीत चुके व्याख्यानों के लिए)',
  'admin.imports.recordOneMark': '1 हाज़िरी दर्ज करें',
  'admin.imports.recordMarks': '{count, number} हाज़िरियाँ दर्ज करें',
  'api.importPreviewed':
    '{add, plural, =1 {{total, number} में से # पंक्ति जोड़ी जा सकती है} other {{total, number} में से {add, number} पंक्तियाँ जोड़ी जा सकती हैं}}। अभी कुछ नहीं बदला गया है।',
  'api.importApplied': '{added, plural, =1 {# छात्र जोड़ा गया} other {{added, number} छात्र जोड़े गए}}',
  'api.enrolmentsImported': '{added, plural, =1 {# नामांकन जोड़ा गया} other {{added, number} नामांकन जोड़े गए}}',
  'api.importEmpty': 'फ़ाइल में शीर्ष-पंक्ति के नीचे कोई पंक्ति नहीं है',
  'api.importMissingColumns': 'फ़ाइल की पहली पंक्ति में उसके कॉलम ({expected}) के नाम होने चाहिए; उसमें {missing} नहीं है',
  'api.importTooManyRows': 'एक फ़ाइल में अधिकतम {max, number} पंक्तियाँ हो सकती हैं: उसे बाँट दें',
  'rollImport.previewed':
    '{toMark, plural, =1 {{total, number} में से # पंक्ति} other {{total, number} में से {toMark, number} पंक्तियाँ}} {lectures, plural, =1 {# व्याख्यान} other {{lectures, number} व्याख्यानों}} पर दर्ज {toMark, plural, =1 {की जा सकती है} other {की जा सकती हैं}}। अभी कुछ नहीं बदला गया है।',
  'rollImport.imported':
    '{lectures, plural, =1 {# व्याख्यान} other {{lectures, number} व्याख्यानों}} पर {marked, plural, =1 {# हाज़िरी दर्ज की गई} other {{marked, number} हाज़िरियाँ दर्ज की गईं}}',
  'rollImport.reasonsNeeded':
    '{rows, plural, =1 {# पंक्ति ऐसे व्याख्यान की है} other {{rows, number} पंक्तियाँ ऐसे व्याख्यानों की हैं}} जिनकी सुधार अवधि बीत चुकी है: सुधार का कारण दें',
  'api.importUnreadable': 'फ़ाइल को पंक्ति {line, number} पर सीएसवी के रूप में नहीं पढ़ा जा सकता: {why}',
  'lecture.timetablesPreviewed':
    '{rows, plural, =1 {# पंक्ति} other {{rows, number} पंक्तियाँ}} {courses, plural, =1 {# पाठ्यक्रम की} other {{courses, number} पाठ्यक्रमों की}} समय-सारणी तय {rows, plural, =1 {करती है} other {करती हैं}}। अभी कुछ नहीं बदला गया है।',
  'lecture.timetablesImported':
    '{courses, plural, =1 {# समय-सारणी तय की गई} other {{courses, number} समय-सारणियाँ तय की गईं}}',
};
