/** Texts the correspondence seed draws from: who writes to an association of dentists, about what, and what staff do with it. */

export const UNIVERSITIES = [
  'Universitas Indonesia',
  'Universitas Gadjah Mada',
  'Universitas Airlangga',
  'Universitas Padjadjaran',
  'Universitas Hasanuddin',
  'Universitas Sumatera Utara',
  'Universitas Trisakti',
  'Universitas Brawijaya',
  'Universitas Jember',
  'Universitas Andalas',
  'Universitas Prof. Dr. Moestopo (Beragama)',
  'Universitas Syiah Kuala',
];

export const NATIONAL_SENDERS = [
  'Kementerian Kesehatan Republik Indonesia',
  'Direktorat Jenderal Tenaga Kesehatan Kemenkes RI',
  'Konsil Kesehatan Indonesia',
  'BPJS Kesehatan',
  'Badan Pengawas Obat dan Makanan',
  'Kolegium Kedokteran Gigi Indonesia',
  'Pengurus Besar Ikatan Dokter Indonesia',
  'Ikatan Ortodontis Indonesia',
  'Ikatan Prostodonsia Indonesia',
  'Asosiasi Fakultas Kedokteran Gigi Indonesia',
  'PT Unilever Indonesia Tbk',
  'PT Kalbe Farma Tbk',
  'PT Lion Wings',
  'Bank Syariah Indonesia',
];

export const TOPICS = [
  'percepatan penurunan stunting',
  'pencegahan karies pada anak sekolah',
  'Bulan Kesehatan Gigi Nasional',
  'implementasi Undang-Undang Nomor 17 Tahun 2023 tentang Kesehatan',
  'integrasi rekam medis elektronik ke SATUSEHAT',
  'pengendalian infeksi di praktik kedokteran gigi',
  'layanan kesehatan gigi dalam Jaminan Kesehatan Nasional',
  'STR seumur hidup dan SIP',
  'penyelenggaraan kegiatan P2KB dan SKP',
  'kesiapsiagaan tenaga kesehatan menghadapi bencana',
  'pemeriksaan kesehatan gratis',
  'penanganan kasus kekerasan pada anak',
];

/** Who writes to a board. */
export type SenderKind = 'government' | 'education' | 'organisation' | 'hospital' | 'company' | 'police' | 'person' | 'board_above' | 'board_below';

/** Subjects per category, each with the kinds of sender that write it. */
export const MAIL_SUBJECTS: Record<string, readonly { text: string; from: readonly SenderKind[] }[]> = {
  invitation: [
    { text: 'Undangan rapat koordinasi {topic}', from: ['government', 'government', 'hospital', 'organisation'] },
    { text: 'Undangan seminar nasional tentang {topic}', from: ['education', 'organisation', 'company'] },
    { text: 'Undangan sebagai narasumber kegiatan {topic}', from: ['government', 'education', 'hospital'] },
    { text: 'Undangan audiensi dan diskusi {topic}', from: ['government', 'organisation'] },
    { text: 'Undangan pelantikan pengurus periode 2026-2029', from: ['board_above', 'organisation'] },
  ],
  request: [
    { text: 'Permohonan data jumlah dokter gigi per kabupaten/kota', from: ['government', 'board_above'] },
    { text: 'Permohonan narasumber pelatihan {topic}', from: ['government', 'education', 'hospital'] },
    { text: 'Permohonan dukungan kegiatan {topic}', from: ['education', 'organisation', 'board_below'] },
    { text: 'Permohonan rekomendasi penyelenggaraan kegiatan ilmiah', from: ['education', 'board_below'] },
    { text: 'Permohonan pendampingan hukum anggota', from: ['board_below'] },
  ],
  notification: [
    { text: 'Pemberitahuan pelaksanaan {topic}', from: ['government', 'board_above'] },
    { text: 'Pemberitahuan perubahan jadwal kegiatan {topic}', from: ['government', 'education', 'organisation'] },
    { text: 'Pemberitahuan hasil akreditasi kegiatan P2KB', from: ['board_above'] },
    { text: 'Pemberitahuan perubahan alamat kantor sekretariat', from: ['organisation', 'hospital', 'board_below'] },
  ],
  circular: [
    { text: 'Surat edaran tentang {topic}', from: ['government', 'board_above'] },
    { text: 'Surat edaran pemutakhiran data anggota', from: ['board_above'] },
    { text: 'Surat edaran kewaspadaan penyakit menular di fasilitas pelayanan kesehatan', from: ['government'] },
  ],
  report: [
    { text: 'Laporan kegiatan {topic}', from: ['board_below', 'hospital'] },
    { text: 'Laporan keuangan triwulan III', from: ['board_below'] },
    { text: 'Laporan pelaksanaan Bulan Kesehatan Gigi Nasional', from: ['board_below'] },
    { text: 'Laporan hasil musyawarah cabang', from: ['board_below'] },
  ],
  complaint: [
    { text: 'Pengaduan pelayanan praktik dokter gigi', from: ['person'] },
    { text: 'Pengaduan dugaan pelanggaran etik profesi', from: ['person', 'organisation'] },
    { text: 'Keberatan atas biaya perawatan ortodonti', from: ['person'] },
    { text: 'Penerusan pengaduan masyarakat tentang iklan praktik dokter gigi', from: ['government'] },
    { text: 'Permintaan keterangan ahli atas laporan dugaan malapraktik', from: ['police'] },
  ],
  cooperation: [
    { text: 'Penawaran kerja sama {topic}', from: ['company', 'education'] },
    { text: 'Perpanjangan nota kesepahaman kerja sama', from: ['education', 'hospital', 'company'] },
    { text: 'Penawaran kerja sama sponsor Pertemuan Ilmiah Tahunan', from: ['company'] },
  ],
  other: [
    { text: 'Ucapan terima kasih atas partisipasi kegiatan {topic}', from: ['government', 'education', 'company', 'board_below'] },
    { text: 'Penyampaian buku pedoman {topic}', from: ['government', 'board_above'] },
    { text: 'Penyampaian salinan peraturan terbaru', from: ['government'] },
  ],
};

export const MAIL_SUMMARIES: Record<string, readonly string[]> = {
  invitation: ['Mohon kehadiran dua orang perwakilan pengurus.', 'Acara dilaksanakan secara luring dan daring.', 'Konfirmasi kehadiran paling lambat tiga hari sebelum acara.'],
  request: ['Mohon data dikirim dalam format spreadsheet.', 'Mohon tanggapan tertulis dalam waktu dua minggu.', 'Terlampir kerangka acuan kegiatan.'],
  notification: ['Untuk diketahui dan disebarluaskan kepada anggota.', 'Berlaku sejak tanggal surat ditetapkan.'],
  circular: ['Mohon diteruskan kepada seluruh anggota.', 'Pelaksanaan dilaporkan setiap akhir bulan.'],
  report: ['Terlampir laporan lengkap dan dokumentasi kegiatan.', 'Laporan disusun sesuai format yang ditetapkan.'],
  complaint: ['Pelapor melampirkan kuitansi dan foto hasil perawatan.', 'Pelapor meminta mediasi dengan dokter gigi yang bersangkutan.'],
  cooperation: ['Terlampir draf nota kesepahaman untuk ditelaah.', 'Penawaran berlaku hingga akhir tahun anggaran.'],
  other: ['Untuk diketahui.', 'Terlampir dokumen terkait.'],
};

export const ROLES: Record<string, readonly string[]> = {
  national: [
    'Sekretaris Jenderal',
    'Wakil Sekretaris Jenderal',
    'Bendahara Umum',
    'Ketua Bidang Organisasi',
    'Ketua Bidang Hukum dan Advokasi',
    'Ketua Bidang P2KB',
    'Ketua Bidang Pengabdian Masyarakat',
    'Ketua Majelis Kehormatan Etik Kedokteran Gigi',
  ],
  province: ['Sekretaris Wilayah', 'Bendahara Wilayah', 'Ketua Bidang Organisasi Wilayah', 'Ketua Bidang P2KB Wilayah'],
  branch: ['Sekretaris Cabang', 'Bendahara Cabang', 'Ketua Seksi Ilmiah', 'Ketua Seksi Pengabdian Masyarakat'],
};

export const INSTRUCTIONS = [
  'Mohon ditindaklanjuti sesuai ketentuan',
  'Hadiri dan laporkan hasilnya kepada Ketua',
  'Siapkan surat balasan untuk ditandatangani Ketua',
  'Koordinasikan dengan bidang terkait',
  'Siapkan data yang diminta',
  'Telaah dan berikan pertimbangan tertulis',
  'Agendakan dalam rapat pleno berikutnya',
  'Sebarluaskan kepada seluruh anggota',
];

export const RESOLUTIONS = [
  'Surat balasan telah dikirim',
  'Telah dihadiri; notulen diarsipkan',
  'Data telah dikirimkan melalui surel',
  'Dibahas dalam rapat pleno; keputusan telah disampaikan kepada pengirim',
  'Telah disebarluaskan kepada anggota melalui grup cabang',
  'Pengaduan diteruskan ke Majelis Kehormatan Etik; pelapor telah diberi tahu',
];

export const INFORMATION_CATEGORIES = [
  { name: 'Pengumuman', slug: 'pengumuman', description: 'Pengumuman resmi pengurus kepada seluruh anggota.' },
  { name: 'Berita Organisasi', slug: 'berita-organisasi', description: 'Kabar kegiatan pengurus besar, wilayah dan cabang.' },
  { name: 'Kegiatan Ilmiah', slug: 'kegiatan-ilmiah', description: 'PIT, seminar, workshop dan kursus daring berakreditasi SKP.' },
  { name: 'Regulasi dan Kebijakan', slug: 'regulasi-dan-kebijakan', description: 'Peraturan perundang-undangan dan kebijakan yang menyangkut praktik kedokteran gigi.' },
  { name: 'Kesehatan Gigi Masyarakat', slug: 'kesehatan-gigi-masyarakat', description: 'Edukasi dan program kesehatan gigi dan mulut untuk masyarakat.' },
  { name: 'Keanggotaan dan Iuran', slug: 'keanggotaan-dan-iuran', description: 'Tata cara keanggotaan, KTA, mutasi dan iuran anggota.' },
] as const;

/** Titles per category slug; {year} is the seed year. */
export const INFORMATION_TITLES: Record<string, readonly string[]> = {
  pengumuman: [
    'Libur kantor sekretariat Pengurus Besar akhir tahun {year}',
    'Jadwal Musyawarah Kerja Nasional {year}',
    'Pembukaan pendaftaran calon pengurus periode 2026-2029',
    'Perubahan nomor rekening iuran anggota',
    'Pemeliharaan sistem informasi keanggotaan',
    'Hasil rapat pleno Pengurus Besar triwulan III',
    'Penetapan Hari Dokter Gigi Nasional {year}',
  ],
  'berita-organisasi': [
    'Pelantikan Pengurus Wilayah Jawa Barat',
    'Bakti sosial kesehatan gigi di daerah terdampak banjir',
    'Audiensi Pengurus Besar dengan Kementerian Kesehatan',
    'Penandatanganan nota kesepahaman dengan BPJS Kesehatan',
    'Musyawarah cabang serentak di Sulawesi Selatan',
    'Penghargaan bagi anggota berdedikasi tahun {year}',
    'Kunjungan kerja ke Pengurus Wilayah Nusa Tenggara Timur',
  ],
  'kegiatan-ilmiah': [
    'Pendaftaran Pertemuan Ilmiah Tahunan {year} dibuka',
    'Webinar pengendalian infeksi di praktik kedokteran gigi',
    'Workshop endodontik rotary untuk dokter gigi umum',
    'Kursus daring radiologi kedokteran gigi berakreditasi SKP',
    'Seminar nasional ortodonti interdisipliner',
    'Simposium kedokteran gigi anak dan pencegahan karies dini',
    'Call for papers PIT {year}',
  ],
  'regulasi-dan-kebijakan': [
    'STR seumur hidup sesuai UU Nomor 17 Tahun 2023',
    'Ketentuan SKP untuk perpanjangan SIP',
    'Pedoman rekam medis elektronik dan integrasi SATUSEHAT',
    'Standar tarif layanan kesehatan gigi dalam JKN',
    'Peraturan Pemerintah Nomor 28 Tahun 2024 dan praktik dokter gigi',
    'Panduan etika promosi praktik di media sosial',
  ],
  'kesehatan-gigi-masyarakat': [
    'Kampanye Bulan Kesehatan Gigi Nasional {year}',
    'Sikat gigi bersama 10.000 siswa sekolah dasar',
    'Edukasi kesehatan gigi ibu hamil di posyandu',
    'Pemeriksaan gigi gratis di hari kesehatan nasional',
    'Gerakan sikat gigi malam hari untuk keluarga',
    'Skrining kanker mulut untuk masyarakat',
    'Pentingnya fluoride bagi gigi anak',
  ],
  'keanggotaan-dan-iuran': [
    'Tata cara pengajuan mutasi anggota antarcabang',
    'Cara mencetak KTA digital',
    'Besaran iuran anggota tahun {year}',
    'Pembayaran iuran kolektif melalui cabang',
    'Pemutakhiran data anggota sebelum akhir tahun',
    'Syarat dan alur pendaftaran anggota baru',
  ],
};

export const INFORMATION_AUTHORS = ['Humas Pengurus Besar', 'Sekretariat Pengurus Besar', 'Bidang P2KB', 'Bidang Organisasi', 'Panitia PIT', 'Bidang Pengabdian Masyarakat'];

export const INFORMATION_PARAGRAPHS = [
  'Pengurus Besar mengajak seluruh anggota untuk memperhatikan informasi berikut dan menyebarluaskannya kepada sejawat di cabang masing-masing.',
  'Kegiatan ini merupakan bagian dari program kerja periode berjalan yang telah ditetapkan dalam Musyawarah Kerja Nasional.',
  'Anggota yang memerlukan keterangan lebih lanjut dapat menghubungi sekretariat cabang atau sekretariat Pengurus Besar pada hari kerja.',
  'Pelaksanaan kegiatan mengikuti ketentuan yang berlaku dan dilaporkan kepada Pengurus Besar paling lambat satu bulan setelah kegiatan.',
  'Peserta yang memenuhi syarat kehadiran memperoleh sertifikat dengan nilai SKP sesuai ketentuan.',
  'Informasi ini akan diperbarui apabila terdapat perubahan ketentuan dari pemerintah atau keputusan rapat pleno.',
];

export const REFERENCE_PURPOSES: Record<string, readonly string[]> = {
  sip_recommendation: [
    'Pengurusan SIP praktik mandiri di {city}',
    'Pengurusan SIP kedua di Klinik Pratama {name}',
    'Perpanjangan SIP di RSUD {city}',
    'Pengurusan SIP di Puskesmas {city}',
  ],
  good_standing: [
    'Persyaratan pendaftaran pendidikan dokter gigi spesialis di {university}',
    'Persyaratan kredensial staf medis rumah sakit',
    'Persyaratan pendaftaran beasiswa LPDP',
    'Persyaratan lamaran kerja di RS {city}',
  ],
  transfer: ['Pindah domisili dan tempat praktik ke {city}', 'Mutasi tempat tugas ASN ke {city}'],
  other: [
    'Keterangan keanggotaan untuk keperluan visa studi',
    'Keterangan keanggotaan untuk pengajuan pembiayaan alat praktik',
    'Keterangan untuk keperluan asuransi tanggung gugat profesi',
  ],
};

export const REFERENCE_PROCESS_NOTES = ['Berkas diperiksa sekretariat cabang', 'Menunggu tanda tangan Ketua Cabang', 'Berkas lengkap, diteruskan ke ketua'];
export const REFERENCE_ISSUE_NOTES = ['Surat dapat diambil di sekretariat cabang', 'Surat dikirim melalui surel anggota', ''];
export const REFERENCE_REJECTIONS = [
  'Berkas persyaratan tidak lengkap setelah dua kali pemberitahuan',
  'Masih memiliki tunggakan iuran anggota',
  'Tujuan permohonan tidak sesuai ketentuan organisasi',
];
