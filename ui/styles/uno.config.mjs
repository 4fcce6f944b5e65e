import { presetWind3 } from 'unocss';

/** Theme colour and breakpoints of SPEC §9 (mobile ≤720, 1000, side content 1080/1250, 1440). */
export default {
  presets: [presetWind3()],
  theme: {
    colors: {
      primary: { DEFAULT: '#37927B', dark: '#2B7562', light: '#E6F2EF' },
    },
    breakpoints: {
      xs: '480px',
      sm: '721px',
      md: '1000px',
      lg: '1080px',
      xl: '1250px',
      xxl: '1440px',
    },
  },
};
