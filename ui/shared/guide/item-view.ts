/** One item of the guide in the page's language, as its card shows it (the finder shows it too). */
export interface GuideMaterial {
  slug: string;
  name: string;
}

/** One item in the page's language: its card. */
export interface GuideItemView {
  slug: string;
  category: string;
  name: string;
  synonyms: string[];
  materials: GuideMaterial[];
  tip: string | null;
  /** What not to do; set on hazardous items only. */
  hazard: string | null;
  /** Why no point takes it and where it goes; set when `materials` is empty (or a hazard has no point). */
  answer: string | null;
}
