/** The site's navigation (header menus, footer columns and legal links), shared by the header, drawer and footer. */

export interface NavItem {
  label: string;
  to: string;
  /** One line shown under the label in the desktop menus. */
  description?: string;
  /** Shown in the desktop menu only, not in the mobile drawer (Compiler Backend). */
  desktopOnly?: boolean;
}

export interface NavMenu {
  /** Stable key, also used for element ids. */
  id: 'product' | 'solutions' | 'services';
  label: string;
  /** Path prefix of the area: the trigger is marked current on any page under it. */
  prefix: string;
  /** Highlighted first entry with a short blurb (Product menu). */
  featured?: NavItem;
  items: readonly NavItem[];
}

export const PRODUCT_MENU: NavMenu = {
  id: 'product',
  label: 'Product',
  prefix: '/product/',
  featured: {
    label: 'Surface Harvester',
    to: '/product/surface-harvester',
    description: 'Discover internet-facing assets, validate real exposures and produce signed, tamper-evident audit evidence.',
  },
  items: [
    { label: 'Platform Overview', to: '/product/overview', description: 'Capabilities, SLOs and deployment options' },
    { label: 'How It Works', to: '/product/how-it-works', description: 'Discover, validate, attest, remediate' },
    { label: 'Architecture', to: '/product/architecture', description: 'SaaS, VPC and on-premises designs' },
    {
      label: 'Hardware Recommendations',
      to: '/product/hardware-recommendations',
      description: 'Sizing for on-premises and GPU servers',
    },
  ],
};

export const SOLUTIONS_MENU: NavMenu = {
  id: 'solutions',
  label: 'Solutions',
  prefix: '/solutions/',
  items: [
    { label: 'For CISOs', to: '/solutions/ciso', description: 'Board-ready exposure metrics and evidence' },
    { label: 'For Security Operations', to: '/solutions/secops', description: 'Validated, low-noise alerts to your SIEM' },
    {
      label: 'For Regulated Industries',
      to: '/solutions/regulated',
      description: 'Evidence mapped to ISO 27001, SOC 2, PCI DSS, HIPAA',
    },
  ],
};

export const SERVICES_MENU: NavMenu = {
  id: 'services',
  label: 'Services',
  prefix: '/services/',
  items: [
    { label: 'Custom Development', to: '/services/custom-development', description: 'High-performance systems, end to end' },
    { label: 'C++ Development', to: '/services/cpp-development', description: 'Low-latency, modern C++' },
    { label: 'AI/ML Development', to: '/services/ai-ml-development', description: 'Models to production MLOps' },
    {
      label: 'Compiler Backend',
      to: '/services/compiler-backend',
      description: 'Code generation and toolchains',
      desktopOnly: true,
    },
    { label: 'GPU Acceleration', to: '/services/gpu-acceleration', description: 'CUDA and edge inference tuning' },
    { label: 'Services Pricing', to: '/services/pricing', description: 'Engagement models and PoC packages' },
    { label: 'Technologies', to: '/services/technologies', description: 'Stacks and expertise areas' },
  ],
};

export const NAV_MENUS: readonly NavMenu[] = [PRODUCT_MENU, SOLUTIONS_MENU, SERVICES_MENU];

export const HOME_LINK: NavItem = { label: 'Home', to: '/' };
export const PRICING_LINK: NavItem = { label: 'Pricing', to: '/pricing' };
export const ABOUT_LINK: NavItem = { label: 'About', to: '/company/about' };
export const CONTACT_LINK: NavItem = { label: 'Contact', to: '/contact' };

export const FOOTER_TAGLINE = 'Governed external exposure monitoring. Built for the enterprise.';
export const COPYRIGHT = '© 2024 Surface Harvester. All rights reserved.';

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Surface Harvester', to: '/product/surface-harvester' },
      { label: 'Platform Overview', to: '/product/overview' },
      { label: 'How It Works', to: '/product/how-it-works' },
      { label: 'Architecture', to: '/product/architecture' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'For CISOs', to: '/solutions/ciso' },
      { label: 'For Security Operations', to: '/solutions/secops' },
      { label: 'For Regulated Industries', to: '/solutions/regulated' },
      { label: 'Evidence Sample', to: '/evidence-sample' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Custom Development', to: '/services/custom-development' },
      { label: 'C++ Development', to: '/services/cpp-development' },
      { label: 'AI/ML Development', to: '/services/ai-ml-development' },
      { label: 'GPU Acceleration', to: '/services/gpu-acceleration' },
      { label: 'Services Pricing', to: '/services/pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/company/about' },
      { label: 'Security', to: '/company/security' },
      { label: 'Documentation', to: '/docs' },
      { label: 'Contact', to: '/contact' },
    ],
  },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/legal/privacy-policy' },
  { label: 'Terms of Service', to: '/legal/terms-of-service' },
];
