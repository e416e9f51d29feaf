/** Demo legal texts (a real site replaces them in the editor). */
export const legalText = {
  terms: {
    fr: `<p>En utilisant ce site, vous acceptez les présentes conditions. Les renseignements sur les propriétés sont fournis à titre indicatif et peuvent changer sans préavis.</p>
<h2>Propriété intellectuelle</h2><p>Les textes, photos et logos de ce site appartiennent au courtier ou à ses partenaires et ne peuvent être reproduits sans autorisation.</p>
<h2>Responsabilité</h2><p>Le courtier ne saurait être tenu responsable d’une erreur ou d’une omission dans les renseignements publiés. Vérifiez toute information auprès de votre courtier.</p>`,
    en: `<p>By using this site you accept these terms. Property information is provided for guidance and may change without notice.</p>
<h2>Intellectual property</h2><p>The texts, photos and logos on this site belong to the broker or its partners and may not be reproduced without permission.</p>
<h2>Liability</h2><p>The broker cannot be held liable for any error or omission in the published information. Check any information with your broker.</p>`,
  },
  privacy: {
    fr: `<p>Nous protégeons vos renseignements personnels conformément à la Loi 25 du Québec et à la Loi canadienne anti-pourriel.</p>
<h2>Renseignements recueillis</h2><p>Nom, courriel, téléphone et message que vous nous transmettez par nos formulaires, uniquement pour répondre à votre demande.</p>
<h2>Vos droits</h2><p>Vous pouvez demander l’accès, la rectification ou la suppression de vos renseignements en nous écrivant.</p>`,
    en: `<p>We protect your personal information in accordance with Québec's Law 25 and Canada's Anti-Spam Legislation.</p>
<h2>Information collected</h2><p>Name, email, phone and the message you send through our forms, only to answer your request.</p>
<h2>Your rights</h2><p>You may request access to, correction or deletion of your information by writing to us.</p>`,
  },
};
