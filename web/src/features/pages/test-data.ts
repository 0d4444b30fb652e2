import type {
  AccountSettings,
  BlogDetail,
  BlogEdit,
  BlogPost,
  BlogSidebar,
  FaqData,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
  KnowledgeBaseTopic,
  PricingData,
  ProfileData,
} from '../../api/enhanced/pages';

const connection = (name: string, id: string) => ({ profileImg: `/images/icons/social-${name.toLowerCase()}.svg`, name, id, isConnected: id !== '' });

export const settingsData = (): AccountSettings => ({
  general: {
    avatar: '/images/avatars/1.svg',
    username: 'rizky.pratama',
    fullName: 'Rizky Pratama',
    email: 'rizky.pratama@sejawat.id',
    company: 'National Board',
  },
  info: { bio: 'General dentist.', dob: '1988-03-14', country: 'Indonesia', website: 'https://sejawat.id', phone: '+62 812 8840 2417' },
  social: {
    socialLinks: { twitter: 'https://twitter.com/rizky_drg', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    connections: {
      twitter: connection('Twitter', 'rizky_drg'),
      facebook: connection('Facebook', ''),
      google: connection('Google', 'rizky.pratama@sejawat.id'),
      linkedIn: connection('LinkedIn', ''),
      instagram: connection('Instagram', ''),
    },
  },
  notification: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: true, productUpdates: false, blogDigest: true },
});

const plan = (title: string, monthlyPrice: number, perMonth: number, totalAnnual: number, popular = false) => ({
  title,
  img: `/images/pages/pricing-${title.toLowerCase()}.svg`,
  subtitle: `${title} subtitle`,
  monthlyPrice,
  yearlyPlan: { perMonth, totalAnnual },
  planBenefits: [`${title} benefit one`, `${title} benefit two`],
  popular,
});

export const pricingData = (): PricingData => ({
  basicPlan: plan('Basic', 0, 0, 0),
  standardPlan: plan('Standard', 49, 40, 480, true),
  enterprisePlan: plan('Enterprise', 99, 80, 960),
  qandA: [{ question: 'Is paying yearly cheaper?', ans: 'Yes, it is.' }],
});

const faqCategory = (title: string, icon: string, questions: string[]) => ({
  icon,
  title,
  subtitle: `${title} subtitle`,
  qandA: questions.map((question) => ({ question, ans: `Answer to: ${question}` })),
});

export const faqData = (q?: string): FaqData => {
  const all = {
    payment: faqCategory('Dues and payments', 'pi pi-credit-card', ['How much are the annual dues?', 'Can I pay dues by QRIS?']),
    delivery: faqCategory('Cards and certificates', 'pi pi-truck', ['When will I receive my member card?']),
    cancellationReturn: faqCategory('Cancellations and refunds', 'pi pi-replay', ['How do I cancel my registration?']),
    myOrders: faqCategory('My orders', 'pi pi-box', ['How can I track my order?']),
    productServices: faqCategory('Member services', 'pi pi-file', ['Does the association issue letters?']),
  };
  const needle = q?.toLowerCase();
  return Object.fromEntries(
    Object.entries(all).map(([key, c]) => [key, { ...c, qandA: c.qandA.filter((i) => !needle || i.question.toLowerCase().includes(needle)) }]),
  ) as unknown as FaqData;
};

export const topicsData = (): KnowledgeBaseTopic[] => [
  { id: 1, category: 'membership', img: '/images/kb/membership.svg', title: 'Membership', desc: 'Joining the association.' },
  { id: 2, category: 'licences', img: '/images/kb/licences.svg', title: 'Licences (STR and SIP)', desc: 'Permits.' },
  { id: 3, category: 'dues', img: '/images/kb/dues.svg', title: 'Dues (iuran)', desc: 'Paying dues.' },
];

export const kbCategoriesData = (): KnowledgeBaseCategory[] => [
  {
    id: 0,
    title: 'Joining the association',
    icon: 'pi pi-user-plus',
    iconColor: 'success',
    questions: [{ id: 1, question: 'How do I apply for membership?', slug: 'how-do-i-apply-for-membership' }],
  },
  {
    id: 2,
    title: 'Renewal and good standing',
    icon: 'pi pi-refresh',
    iconColor: 'primary',
    questions: [
      { id: 10, question: 'Renewing your membership', slug: 'renewing-your-membership' },
      { id: 12, question: 'How long is the grace period?', slug: 'how-long-is-the-grace-period' },
    ],
  },
];

export const kbQuestionData = (): KnowledgeBaseQuestion => ({
  title: 'Renewing your membership',
  lastUpdated: '2026-02-10',
  relatedQuestions: [{ id: 12, question: 'How long is the grace period?' }],
  content:
    '<p>Membership runs by calendar year.</p><script>window.__pwned = true</script><h5>Paying your dues</h5>' +
    '<img src="/x.svg" alt="x" onerror="window.__pwned = true"><style>body{display:none}</style>',
});

export const blogPostsData = (): BlogPost[] => [
  {
    id: 1,
    img: '/images/blog/1.svg',
    title: 'What the lifetime STR means for your next SIP renewal',
    avatar: '/images/avatars/3.svg',
    userFullName: 'Andi Setiawan',
    blogPosted: '2026-02-18',
    tags: ['Licences', 'Practice'],
    excerpt: 'Registration no longer expires.',
    comment: 42,
  },
  {
    id: 2,
    img: '/images/blog/2.svg',
    title: 'Planning 100 SKP credits across five years',
    avatar: '/images/avatars/4.svg',
    userFullName: 'Dewi Lestari',
    blogPosted: '2026-02-05',
    tags: ['Education'],
    excerpt: 'Spread your credits.',
    comment: 7,
  },
];

export const blogSidebarData = (): BlogSidebar => ({
  recentPosts: [{ img: '/images/blog/1.svg', title: 'Recent: lifetime STR', id: 1, createdTime: '2026-02-18' }],
  categories: [
    { category: 'Licences', icon: 'pi pi-id-card' },
    { category: 'Education', icon: 'pi pi-graduation-cap' },
  ],
});

export const blogDetailData = (): BlogDetail => ({
  blog: {
    img: '/images/blog/1.svg',
    title: 'What the lifetime STR means for your next SIP renewal',
    avatar: '/images/avatars/3.svg',
    userFullName: 'Andi Setiawan',
    createdTime: '2026-02-18',
    tags: ['Licences', 'Practice'],
    content: '<p>Health Law 17/2023 changed the STR.</p><iframe src="https://example.com"></iframe><p onclick="alert(1)">Second paragraph.</p>',
    comments: 42,
    bookmarked: false,
  },
  comments: [{ avatar: '/images/avatars/11.svg', userFullName: 'Yusuf Hidayat', commentedAt: '2026-02-19', commentText: 'Clear summary, thank you.' }],
});

export const blogEditData = (): BlogEdit => ({
  avatar: '/images/avatars/3.svg',
  userFullName: 'Andi Setiawan',
  createdTime: '2026-02-18',
  blogTitle: 'What the lifetime STR means for your next SIP renewal',
  blogCategories: [{ value: 'licences', label: 'Licences' }],
  slug: 'what-the-lifetime-str-means',
  status: 'Published',
  excerpt: 'Registration no longer expires.',
  featuredImage: '/images/blog/1.svg',
});

export const profileData = (): ProfileData => ({
  header: { avatar: '/images/avatars/1.svg', username: 'Rizky Pratama', designation: 'Secretariat Coordinator', coverImg: '/images/pages/profile-cover.svg' },
  userAbout: { about: 'Dentist turned organiser.', joined: '2019-03-02', lives: 'Jakarta Selatan', email: 'rizky.pratama@sejawat.id', website: 'sejawat.id' },
  suggestedPages: [{ avatar: '/images/pages/page-pit-2026.svg', username: 'PIT 2026 Surabaya', subtitle: 'Annual scientific meeting', favorite: true }],
  twitterFeeds: [{ imgUrl: '/images/avatars/3.svg', title: 'Andi Setiawan', id: 'andi_ortho', desc: 'Abstract submission closes soon.', favorite: false, tags: '#PIT2026' }],
  post: [
    {
      avatar: '/images/avatars/5.svg',
      username: 'Budi Santoso',
      postTime: '2026-03-12T09:15:00+07:00',
      postText: 'The registration desk for PIT 2026 opened this morning.',
      postImg: '/images/pages/post-1.svg',
      likes: 1268,
      youLiked: true,
      comments: 74,
      share: 31,
      likedUsers: [{ avatar: '/images/avatars/2.svg', username: 'Sari Wulandari' }],
      detailedComments: [{ avatar: '/images/avatars/11.svg', username: 'Yusuf Hidayat', comment: 'Booked!', commentsLikes: 12, youLiked: false }],
    },
  ],
  latestPhotos: [{ img: '/images/pages/photo-1.svg' }, { img: '/images/pages/photo-2.svg' }],
  suggestions: [{ avatar: '/images/avatars/13.svg', name: 'Teguh Wibowo', mutualFriend: '18 mutual colleagues' }],
  polls: [
    { name: 'Makassar', result: '64%', votedUser: [{ img: '/images/avatars/2.svg', username: 'Sari Wulandari' }] },
    { name: 'Balikpapan', result: '36%', votedUser: [{ img: '/images/avatars/3.svg', username: 'Andi Setiawan' }] },
  ],
});
