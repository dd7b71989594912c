// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../community";
import { brand, contactPoints, external } from "../../site";
import type { Localized } from "../localized";

export const communityCopy = {
  pageName: "المجتمع",
  title: `مجتمع ${brand.shortName}`,
  intro:
    "المكان الذي يتبادل فيه عملاؤنا ومهندسونا وشركاؤنا ما ينجح فعلًا: أسئلة تجد إجاباتها، وسكربتات مشتركة، ودروس مستفادة.",
  metaDescription: `انضم إلى مجتمع ${brand.shortName}: منتديات وندوات عبر الإنترنت ولقاءات، ومكتبة موارد، ومساهمات مفتوحة المصدر لفرق تقنية المعلومات وDevOps.`,
  whatTitle: "ما هو المجتمع",
  what: [
    `مجتمع ${brand.shortName} مساحة مفتوحة للأشخاص الذين يديرون تقنية المعلومات في الشركات النامية: مديرو مكاتب أصبحوا قسم تقنية المعلومات، ومسؤولو أنظمة، ومطوّرون، ومهندسو DevOps، ومحللو أمن. ويشارك فيه مهندسونا كل يوم.`,
    "اطرح سؤالًا عن مهمة نسخ احتياطي تفشل باستمرار، أو شارك سكربت PowerShell الذي وفّر عليك فترة بعد الظهر، أو تبادل الملاحظات حول أول مجموعة Kubernetes لديك. كل شيء مجاني، ولا يُشترط أن تكون عميلًا للانضمام.",
  ],
  spotlightTitle: "أضواء على المجتمع",
  featuresTitle: "طرق المشاركة",
  pledgeTitle: "مدونة السلوك",
  pledgeIntro:
    "نريد أن يشعر الجميع بالترحيب، أيًّا كانت خبرتهم أو خلفيتهم أو مسمّاهم الوظيفي. يتعهد كل عضو، بمن فيهم موظفونا، بما يلي:",
  pledge: [
    "التحلي بالاحترام والصبر، ولا سيما مع المبتدئين؛",
    "مشاركة المعرفة بسخاء ونسب الفضل في أعمال الآخرين إلى أصحابها؛",
    "عدم نشر بيانات العملاء أو بيانات الدخول أو المعلومات الخاصة بالآخرين؛",
    "الاختلاف حول الأفكار دون التهجّم على الأشخاص أبدًا؛",
    "الإبلاغ عن التحرش أو الإساءة إلى المشرفين بدلًا من الرد بالمثل.",
  ],
  pledgeEnforcement: `يحذف المشرفون المنشورات التي تخالف المدونة، وقد يعلّقون الحسابات التي تكرر المخالفة. أبلغ عن أي مخاوف عبر ${contactPoints.mailboxes.abuse}.`,
  joinTitle: "انضم إلى النقاش",
  joinText:
    "أنشئ حسابًا مجانيًا في المنتدى، وعرّف بنفسك، وأخبرنا بما تعمل عليه. فقد تكون الإجابة التي يحتاج إليها شخص ما هي إجابتك.",
  joinButton: "انضم إلى المنتدى",
  contactButton: "تحدّث إلى فريقنا",
} satisfies Localized<typeof en.communityCopy>;

export const spotlight = [
  {
    eyebrow: "من المدونة",
    title: "مستقبل الذكاء الاصطناعي في الأعمال",
    description:
      "كيف تستفيد الشركات الصغيرة والمتوسطة من الذكاء الاصطناعي اليوم، والأسئلة التي ينبغي طرحها قبل البدء بمشروعك الأول.",
    icon: "book",
    href: "/blog/future-of-ai",
    linkText: "اقرأ المقال",
  },
  {
    eyebrow: "ندوة عبر الإنترنت",
    title: "تعزيز أمان Microsoft 365 للفرق الصغيرة",
    description:
      "جولة مباشرة مدتها ساعة واحدة على الإعدادات العشرة التي تمنع معظم عمليات الاستيلاء على الحسابات، مع وقت مخصص لأسئلتكم. مجانية للجميع.",
    icon: "monitor",
    href: external.events,
    linkText: "سجّل في الندوة",
    external: true,
  },
  {
    eyebrow: "نقاش في المنتدى",
    title: "حالة Terraform: ملف لكل بيئة أم لكل فريق؟",
    description:
      "أكثر من أربعين ردًّا من مهندسين جرّبوا الطريقتين، مع الموازنات المتعلقة بالقفل ونطاق الأثر وتهيئة المنضمين الجدد.",
    icon: "messages",
    href: external.forum,
    linkText: "شارك في النقاش",
    external: true,
  },
] satisfies Localized<typeof en.spotlight>;

export const communityFeatures = [
  {
    title: "منتديات النقاش",
    description:
      "اطرح الأسئلة وشارك الإجابات حول تقنية المعلومات المُدارة وDevOps والأمان والسحابة والأتمتة بالذكاء الاصطناعي، بمشاركة يومية من مهندسينا.",
    icon: "messages",
    href: external.forum,
    linkText: "زُر المنتديات",
    external: true,
  },
  {
    title: "الفعاليات واللقاءات",
    description: `ندوات شهرية عبر الإنترنت ولقاءات فصلية في ${contactPoints.address.city} وتورونتو، مع عروض يقدّمها عملاؤنا وفرقنا.`,
    icon: "users",
    href: external.events,
    linkText: "اطّلع على الفعاليات القادمة",
    external: true,
  },
  {
    title: "مكتبة الموارد",
    description: "أدلة وقوائم تحقق ومقالات من مهندسينا حول الأمان والسحابة وDevOps والبيانات.",
    icon: "book",
    href: "/blog",
    linkText: "تصفّح المكتبة",
  },
  {
    title: "المساهمات مفتوحة المصدر",
    description:
      "وحدات Terraform ولوحات المراقبة وسكربتات الأتمتة التي ننشرها، مفتوحة للبلاغات وطلبات الدمج (pull requests).",
    icon: "git",
    href: external.contributions,
    linkText: "ساهم عبر GitHub",
    external: true,
  },
] satisfies Localized<typeof en.communityFeatures>;
