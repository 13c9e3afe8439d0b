/** The external terms-of-use and privacy pages the spec links from the register form. */
export const TERMS_URL = "https://shifu.ai/terminos";
export const PRIVACY_URL = "https://shifu.ai/privacidad";
